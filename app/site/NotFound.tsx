import { Link } from 'react-router';

export function NotFound({ siteKnown }: { siteKnown: boolean }) {
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-slate-500 uppercase">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-bold">Page introuvable</h1>
      {siteKnown ? (
        <>
          <p className="mt-4 text-slate-600">La page demandée n’existe pas ou a été déplacée.</p>
          <Link to="/" className="mt-8 inline-block rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
            Retour à l’accueil
          </Link>
        </>
      ) : (
        <p className="mt-4 text-slate-600">Aucun site n’est publié à cette adresse.</p>
      )}
    </main>
  );
}
