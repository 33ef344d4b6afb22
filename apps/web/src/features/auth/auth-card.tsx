/** The frame of the account screens: the card each sits in, its links' look, and the success screen. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/** The card every sign-in screen sits in: centred, full width on a phone. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{title}</h1>
        {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
        {/* The forms need script: disabled until the page is taken over. */}
        <fieldset disabled={!hydrated} className="mt-5 min-w-0">
          {children}
        </fieldset>
      </div>
    </div>
  );
}

export const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-700';

/** The screen a password form turns into once it succeeds: the green message and one way back to login. */
export function AuthSuccess({ title, message, action }: { title: string; message: string; action: string }) {
  return (
    <AuthCard title={title}>
      <div className="space-y-5">
        <div role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-3 text-sm text-green-800">
          {message}
        </div>
        <Link
          to="/account/login"
          className="flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {action}
        </Link>
      </div>
    </AuthCard>
  );
}
