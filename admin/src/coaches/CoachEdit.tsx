import { useParams } from 'react-router-dom';
import { useBasename, useGetOne, useRequireAccess } from 'react-admin';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import type { Coach } from '@academy/shared';
import { CoachForm } from './CoachForm.tsx';

/** /admin/coaches/edit/{id}: 'Loading...' while the coach loads, a red banner if it cannot. */
export function CoachEdit() {
  const { id } = useParams<'id'>();
  const basename = useBasename();
  const access = useRequireAccess({ action: 'edit', resource: 'coaches' });
  const { data, isPending, error } = useGetOne<Coach>(
    'coaches',
    { id: Number(id) },
    { enabled: !access.isPending && !!id, retry: false },
  );
  if (access.isPending || (isPending && !error)) {
    return <PageLoader />;
  }
  if (error || !data) {
    return (
      <LoadFailure
        title="app.coaches.edit_title"
        message="app.coaches.load_failed_one"
        listPath={`${basename}/coaches`}
      />
    );
  }
  // Keyed by id so the section visibility is computed from this coach.
  return <CoachForm key={data.id} record={data} />;
}
