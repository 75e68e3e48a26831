import type { ReactNode } from 'react';

export type CenteredPageProps = {
  children: ReactNode;
};

/** Full-height, centred column for short standalone pages (404, errors). */
export function CenteredPage({ children }: CenteredPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <div className="flex max-w-md flex-col items-center">{children}</div>
    </main>
  );
}
