import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('bad content');
}

describe('ErrorBoundary', () => {
  afterEach(cleanup);

  it('leaves a failing section empty, logs it, and keeps the rest of the page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>Before</p>
        <ErrorBoundary name="gallery">
          <Broken />
        </ErrorBoundary>
        <p>After</p>
      </main>,
    );
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    expect(log.mock.calls.some((call) => String(call[0]).includes('the gallery section failed'))).toBe(true);
    log.mockRestore();
  });

  it('tries again when its key changes', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary name="page" resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary name="page" resetKey="/b">
        <p>Next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeTruthy();
    log.mockRestore();
  });
});
