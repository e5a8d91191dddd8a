import { useRequireAccess } from 'react-admin';
import { CoachForm } from './CoachForm.tsx';

export function CoachCreate() {
  const { isPending } = useRequireAccess({ action: 'create', resource: 'coaches' });
  if (isPending) return null;
  return <CoachForm />;
}
