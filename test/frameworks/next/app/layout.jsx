// The theme: the InstantSearch.js pagination's look, and the space each element holds before its
// script runs (no layout shift while the page loads).
import '@search-ui/elements/themes/default.css';
import './page.css';

export const metadata = { title: 'Search UI on Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
