import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { CartProvider } from './features/cart/cart-context';
import { createQueryClient } from './lib/query-client';
import { ERROR_TOAST_MS } from './lib/toast-durations';
import { routeTree } from './routeTree.gen';
import './styles.css';

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The cart outlives page changes, so it wraps the router (spec 1 §4). */}
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
      {/* spec 1 §9: toasts top-right, 5 s unless a toast says otherwise (the cart's successes: 3 s). The offset
          keeps them below the header row, so they never cover the cart button or the open drawer's close button. */}
      <Toaster
        position="top-right"
        duration={ERROR_TOAST_MS}
        offset={{ top: 72, right: 16 }}
        mobileOffset={{ top: 68, right: 8, left: 8 }}
        richColors
        closeButton
      />
    </QueryClientProvider>
  </StrictMode>,
);
