import { Navigate } from 'react-router-dom';
import { UNAUTHORIZED_PATH } from '../auth/authProvider.ts';

/** react-admin sends refused pages to its access-denied route; the back office's page is /unauthorized. */
export function ToUnauthorized() {
  return <Navigate to={UNAUTHORIZED_PATH} replace />;
}
