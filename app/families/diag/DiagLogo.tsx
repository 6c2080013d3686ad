/** The franchise's mark (fictional brand "Diagéo"): a house with a check. */
export function DiagLogo({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className}>
      <rect width="48" height="48" rx="12" fill="#13406f" />
      <path d="M10 24 24 12l14 12v13a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V24Z" fill="#fff" />
      <path d="m17 28 5 5 9-10" fill="none" stroke="#1f7a4d" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
