import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { SaveError } from '../providers/saveErrors.ts';

const REFRESHED = [
  'registration',
  'roster',
  'waiting',
  'dashboard',
  'registrations',
  'offers',
  'offer-places',
  'enquiries',
] as const;

/**
 * Runs a change of a registration's screen: while it runs the screen's buttons wait, a refusal
 * is shown as its catalog message (the form keeps what was typed), and afterwards the screen and
 * the lists read again.
 */
export function useRegistrationAction() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveError | null>(null);
  async function run(work: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      // What a registration's change shows in: its screen, the offer's roster and waiting list,
      // the dashboard, and react-admin's lists of these resources.
      await Promise.all(REFRESHED.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      if (done) notify(done, { type: 'success' });
      return true;
    } catch (error) {
      setProblem(error instanceof SaveError ? error : new SaveError('app.save.failed_generic'));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, clear: () => setProblem(null), run };
}
