import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';

export function App({ router }: { router: DataRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
