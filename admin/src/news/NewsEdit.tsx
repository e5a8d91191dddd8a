import { NewsForm } from './NewsForm.tsx';
import { useArticle } from './useArticle.tsx';

export function NewsEdit() {
  const { record, fallback } = useArticle('edit');
  if (fallback || !record) return fallback;
  return <NewsForm key={record.id} record={record} />;
}
