// The development identity provider's sign-in page: every seeded persona, then every user an
// administrator added, as a button, so a person (or a test) picks who to be. Each shows the user as
// stored now (an edited name or email signs in as it reads). Plain HTML: this page belongs to the
// IdP, not the web app.
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `key`: the persona's, or 'added' for a user an administrator added. */
export interface PersonaRow { key: string; name: string; email: string; blocked: boolean; role: string; organizationId: string }

export function loginPage({ uid, organizationId, rows }: { uid: string; organizationId: string; rows: PersonaRow[] }): string {
  const buttons = rows.map(({ key, name, email, blocked, role, organizationId: org }) => `
      <li>
        <button type="submit" name="email" value="${escape(email)}" aria-label="Sign in as ${escape(name)}">
          <strong>${escape(name)}</strong>
          <span>${escape(role)} · ${escape(key)}${blocked && key !== 'blocked' ? ' · blocked' : ''}${org !== organizationId ? ` · ${escape(org)}` : ''}</span>
          <small>${escape(email)}</small>
        </button>
      </li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in · Bedside development identity provider</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f1f3f5; margin: 0; padding: 2rem; color: #212529; }
    main { max-width: 40rem; margin: 0 auto; background: #fff; border-radius: 8px; padding: 1.5rem 2rem; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
    h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
    p { color: #495057; margin: 0 0 1rem; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
    button { width: 100%; text-align: left; padding: .6rem .9rem; border: 1px solid #ced4da; border-radius: 6px; background: #fff; cursor: pointer; display: grid; gap: .1rem; }
    button:hover, button:focus { border-color: #1e88e5; outline: none; background: #e7f1fc; }
    span, small { color: #495057; font-size: .85rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in to Bedside</h1>
    <p>Development identity provider. Organisation: <code>${escape(organizationId || '(none)')}</code>. Choose a seeded persona.</p>
    <form method="post" action="/oidc/interaction/${escape(uid)}/login">
      <ul>${buttons}
      </ul>
    </form>
  </main>
</body>
</html>`;
}
