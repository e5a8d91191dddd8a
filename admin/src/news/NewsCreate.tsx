import { useRequireAccess } from 'react-admin';
import { NewsForm } from './NewsForm.tsx';

export function NewsCreate() {
  const { isPending } = useRequireAccess({ action: 'create', resource: 'news' });
  if (isPending) return null;
  return <NewsForm />;
}
