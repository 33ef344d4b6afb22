/**
 * `npm run dev -w @shop/web`: the shop on http://localhost:5173, rendered on the server as in production
 * (entry-server.tsx), from the sources with Vite's hot reload. The API is the one on API_URL (default
 * http://localhost:3000, `npm run dev`): Vite proxies the browser's /api and /media calls there, and the pages
 * rendered here ask it over HTTP (in production they call it in-process).
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

// The scripts Vite's own index.html would carry: its client, React's hot-reload preamble, the app's entry.
const manifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;`,
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

const origin = `http://localhost:${port}`;

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
      const response = await render({
        request: new Request(new URL(req.url ?? '/', origin)),
        origin,
        nonce: '',
        manifest,
        api: (path, init) => fetch(new URL(path, apiUrl), init),
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500).end(String(error?.stack ?? error));
    }
  });
});
server.listen(port, () => console.log(`shop (dev): http://localhost:${port}`));
