interface FromState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Where sign-in leads: the admin page that sent the visitor to sign in (react-admin's location
 * state), else the dashboard. Only paths of this app are followed (never another origin).
 */
export function nextLocation(state: unknown): string {
  const from = (state ?? {}) as FromState;
  const path = from.nextPathname;
  if (typeof path !== 'string' || !path.startsWith('/admin') || path.startsWith('//')) return '/admin';
  return `${path}${typeof from.nextSearch === 'string' ? from.nextSearch : ''}`;
}
