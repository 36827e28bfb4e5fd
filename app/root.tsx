import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, lazy, type ReactNode } from "react";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { useNonce } from "~/components/nonce";
import { PageDialogs } from "~/components/page-dialogs";
import { Toaster } from "~/components/toaster";
import { SITE } from "~/content/site";
import { markReturns, rootData } from "~/services/requests/root-data.server";
import { StructuredData } from "~/components/structured-data";
import { seo } from "~/utils/seo";
import stylesheet from "~/tailwind.css";

// Shown only while the site is in maintenance or something failed, so their code loads only then.
const MaintenancePage = lazy(() => import("~/components/maintenance-page").then((m) => ({ default: m.MaintenancePage })));
const ErrorPage = lazy(() => import("~/components/error-page"));
// Admins only, during maintenance.
const MaintenanceBanner = lazy(() => import("~/components/admin/maintenance-banner").then((m) => ({ default: m.MaintenanceBanner })));

export const links: LinksFunction = () => [
  // A file of its own, fingerprinted and cached for a year: a page carries none of it (docs/decisions/171).
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return rootData(request, context);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The script below marks a reload or a return on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={markReturns ?? { __html: "" }} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        <Meta />
        <StructuredData />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* `npm run dev` only: reloads the page when `remix dev` has rebuilt (renders nothing in production). */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, account, maintenanceBanner } = useLoaderData<typeof loader>();
  // A page that shows the flash as its own notice (the return from checkout) is not told it twice.
  const toastInPage = useMatches().some((match) => (match.data as { toastShownInPage?: boolean } | null)?.toastShownInPage === true);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      {maintenanceBanner ? (
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
      ) : null}
      <Header account={account} />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      <PageDialogs />
      <Toaster toast={toastInPage ? undefined : toast} />
    </>
  );
}

/** Default tags; pages replace them with their own `meta` (utils/seo.ts). */
export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  seo({ title: SITE.name, origin: data?.origin ?? "", path: location.pathname });

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const response = isRouteErrorResponse(error) ? error : null;
  if (response?.status === 503) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage email={response.data?.supportEmail} />
      </Suspense>
    );
  }
  const page = (
    <Suspense fallback={null}>
      <ErrorPage status={response?.status} statusText={response?.statusText} />
    </Suspense>
  );
  // When the root loader itself failed there are no site settings for the header and footer: the page alone.
  if (!rootData) return page;
  return (
    <>
      <Header account={rootData.account ?? null} />
      {page}
      <Footer />
    </>
  );
}
