import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, lazy, type ReactNode } from "react";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/not-found";
import { PageDialogs } from "~/components/page-dialogs";
import { Toaster } from "~/components/toaster";
import { SITE } from "~/content/site";
import { MaintenanceBanner } from "~/components/admin/maintenance-banner";
import { rootData } from "~/services/root-data.server";
import { SiteStyles } from "~/components/site-styles";
import { seo } from "~/utils/seo";

/** Shown only while the site is in maintenance, so its code loads only then. */
const MaintenancePage = lazy(() => import("~/components/maintenance-page").then((m) => ({ default: m.MaintenancePage })));

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, headers } = await rootData(request);
  return data(values, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, account, maintenanceBanner } = useLoaderData<typeof loader>();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      {maintenanceBanner ? <MaintenanceBanner /> : null}
      <Header account={account} />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      <PageDialogs />
      <Toaster toast={toast} />
    </>
  );
}

/** Default tags; pages replace them with their own `meta` (utils/seo.ts). */
export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  seo({ title: SITE.name, origin: data?.origin ?? "", path: location.pathname });

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage email={error.data?.supportEmail} />
      </Suspense>
    );
  }
  const account = rootData?.account ?? null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <Header account={account} />
        <NotFound />
        <Footer />
      </>
    );
  }
  return (
    <>
      <Header account={account} />
      <main className="flex flex-1 flex-col items-center justify-center px-6 py-24 text-center">
        <h1 className="text-4xl font-bold text-teal">Something went wrong</h1>
        <p className="mt-4 max-w-md text-ink/70">
          {isRouteErrorResponse(error) && error.status < 500
            ? `${error.status} ${error.statusText}`
            : "We couldn't load this page. Please try again in a moment."}
        </p>
        <a href="/" className="mt-8 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
          Return to Home
        </a>
      </main>
      <Footer />
    </>
  );
}
