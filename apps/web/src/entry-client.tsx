import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles.css';

// The server rendered the whole document (entry-server.tsx); React takes it over where it stands.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter(location.origin)} />
  </StrictMode>,
);
