// Unknown API paths answer a JSON 404 rather than an HTML page.
const notFound = () => Response.json({ success: false, message: 'Point d’accès inconnu.' }, { status: 404 });
export const loader = notFound;
export const action = notFound;
