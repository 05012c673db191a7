import type { ReactNode } from 'react';

interface StatusPageProps {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame shared by the 404, 403 and error screens. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted-foreground">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
