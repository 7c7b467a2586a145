// A server component: the page's shell, and the client component with the elements.
import { Dashboard } from './dashboard';

export default function Page() {
  return (
    <main>
      <h1>Dashboard</h1>
      <Dashboard />
      <footer>
        <p>Everything below the elements stays in place while they load.</p>
      </footer>
    </main>
  );
}
