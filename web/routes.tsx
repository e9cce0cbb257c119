import type { PAGE_PATHS } from "@contract/page-paths";
import { type ComponentType, lazy, Suspense } from "react";
import { AdminRoute } from "@/auth/AdminRoute";
import { ProtectedRoute } from "@/auth/ProtectedRoute";
import { SiteLayout } from "@/components/SiteLayout";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Route, Switch } from "@/lib/router";

/* Every screen is its own chunk (React.lazy); the admin area is one chunk with its own layout. */
const HomeScreen = lazy(() => import("./screens/home/HomeScreen").then((m) => ({ default: m.HomeScreen })));
const AuthScreen = lazy(() => import("./screens/auth/AuthScreen").then((m) => ({ default: m.AuthScreen })));
const AlumniDirectoryScreen = lazy(() =>
  import("./screens/alumni/AlumniDirectoryScreen").then((m) => ({ default: m.AlumniDirectoryScreen })),
);
const AlumniProfileScreen = lazy(() =>
  import("./screens/alumni-profile/AlumniProfileScreen").then((m) => ({ default: m.AlumniProfileScreen })),
);
const EventsScreen = lazy(() =>
  import("./screens/events/EventsScreen").then((m) => ({ default: m.EventsScreen })),
);
const NewsScreen = lazy(() => import("./screens/news/NewsScreen").then((m) => ({ default: m.NewsScreen })));
const NewslettersScreen = lazy(() =>
  import("./screens/newsletters/NewslettersScreen").then((m) => ({ default: m.NewslettersScreen })),
);
const NewsletterIssueScreen = lazy(() =>
  import("./screens/newsletters/NewsletterIssueScreen").then((m) => ({ default: m.NewsletterIssueScreen })),
);
const NewsArticleScreen = lazy(() =>
  import("./screens/news/NewsArticleScreen").then((m) => ({ default: m.NewsArticleScreen })),
);
const HouseCupScreen = lazy(() =>
  import("./screens/house-cup/HouseCupScreen").then((m) => ({ default: m.HouseCupScreen })),
);
const MessagesScreen = lazy(() =>
  import("./screens/messages/MessagesScreen").then((m) => ({ default: m.MessagesScreen })),
);
const ProfileScreen = lazy(() =>
  import("./screens/my-profile/ProfileScreen").then((m) => ({ default: m.ProfileScreen })),
);
const AdminBootstrapScreen = lazy(() =>
  import("./screens/admin-bootstrap/AdminBootstrapScreen").then((m) => ({ default: m.AdminBootstrapScreen })),
);
const NotFoundScreen = lazy(() =>
  import("./screens/not-found/NotFoundScreen").then((m) => ({ default: m.NotFoundScreen })),
);
// Issue 15: class years, chapters, mentoring and jobs, reached from /community.
const CommunityHubScreen = lazy(() =>
  import("./screens/community-hub/CommunityHubScreen").then((m) => ({ default: m.CommunityHubScreen })),
);
const ClassYearScreen = lazy(() =>
  import("./screens/classes/ClassYearScreen").then((m) => ({ default: m.ClassYearScreen })),
);
const ChaptersScreen = lazy(() =>
  import("./screens/chapters/ChaptersScreen").then((m) => ({ default: m.ChaptersScreen })),
);
const ChapterScreen = lazy(() =>
  import("./screens/chapters/ChapterScreen").then((m) => ({ default: m.ChapterScreen })),
);
const ChapterReportsScreen = lazy(() =>
  import("./screens/chapters/ChapterReportsScreen").then((m) => ({ default: m.ChapterReportsScreen })),
);
const MentorsScreen = lazy(() =>
  import("./screens/mentors/MentorsScreen").then((m) => ({ default: m.MentorsScreen })),
);
const JobsScreen = lazy(() => import("./screens/jobs/JobsScreen").then((m) => ({ default: m.JobsScreen })));
// A default export (the others are named): the entry chunk is every public route's cost.
const NewsletterLinkScreen = lazy(() => import("./screens/newsletter/NewsletterLinkScreen"));
const StillCorrectScreen = lazy(() => import("./screens/still-correct/StillCorrectScreen"));
// Issue 21: a way back in (forgot password, choose a new one) and the page sign-up leads to.
const ForgotPasswordScreen = lazy(() =>
  import("./screens/account-access/ForgotPasswordScreen").then((m) => ({ default: m.ForgotPasswordScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import("./screens/account-access/ResetPasswordScreen").then((m) => ({ default: m.ResetPasswordScreen })),
);
const CheckEmailScreen = lazy(() =>
  import("./screens/account-access/CheckEmailScreen").then((m) => ({ default: m.CheckEmailScreen })),
);
const CheckInEventsScreen = lazy(() =>
  import("./screens/check-in").then((m) => ({ default: m.CheckInEventsScreen })),
);
const CheckInScreen = lazy(() => import("./screens/check-in").then((m) => ({ default: m.CheckInScreen })));
const GroupNewsletterScreen = lazy(() =>
  import("./screens/group-newsletter/GroupNewsletterScreen").then((m) => ({
    default: m.GroupNewsletterScreen,
  })),
);
const AdminArea = lazy(() => import("./screens/admin/AdminArea").then((m) => ({ default: m.AdminArea })));

/** A page of the site (everything but the admin area), in the order they are matched. */
interface SitePage {
  path: (typeof PAGE_PATHS)[number];
  screen: ComponentType;
  /** Login required (spec §2): visitors go to /auth. */
  signedIn?: true;
}

/** The route table of spec §2 (paths are absolute: decision 087). */
export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", screen: HomeScreen },
  { path: "/auth", screen: AuthScreen },
  // Literal paths (the type checks them against PAGE_PATHS): the page list stays out of the entry.
  { path: "/forgot-password", screen: ForgotPasswordScreen },
  { path: "/reset-password", screen: ResetPasswordScreen },
  { path: "/check-email", screen: CheckEmailScreen },
  { path: "/alumni", screen: AlumniDirectoryScreen },
  { path: "/alumni/:id", screen: AlumniProfileScreen },
  { path: "/events", screen: EventsScreen },
  { path: "/news", screen: NewsScreen },
  { path: "/news/:id", screen: NewsArticleScreen },
  { path: "/house-cup", screen: HouseCupScreen },
  // Before the mailed links' pages: "write" is not an :action.
  { path: "/newsletter/write", screen: GroupNewsletterScreen, signedIn: true },
  { path: "/newsletter/:action", screen: NewsletterLinkScreen },
  { path: "/still-correct", screen: StillCorrectScreen },
  { path: "/newsletters", screen: NewslettersScreen },
  { path: "/newsletters/:id", screen: NewsletterIssueScreen },
  { path: "/community", screen: CommunityHubScreen },
  { path: "/classes/:year", screen: ClassYearScreen },
  { path: "/chapters", screen: ChaptersScreen },
  { path: "/chapters/:slug", screen: ChapterScreen },
  { path: "/chapters/:slug/reports", screen: ChapterReportsScreen, signedIn: true },
  { path: "/messages", screen: MessagesScreen, signedIn: true },
  { path: "/mentors", screen: MentorsScreen, signedIn: true },
  { path: "/jobs", screen: JobsScreen, signedIn: true },
  { path: "/profile", screen: ProfileScreen, signedIn: true },
  { path: "/check-in", screen: CheckInEventsScreen, signedIn: true },
  { path: "/check-in/:id", screen: CheckInScreen, signedIn: true },
  { path: "/admin-bootstrap", screen: AdminBootstrapScreen, signedIn: true },
];

/** The admin area's own table is in AdminArea; everything under /admin is its. */
export const ADMIN_PATH = "/admin/*?";

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ADMIN_PATH}>
        <AdminRoute>
          <Suspense fallback={<LoadingIndicator fullScreen />}>
            <AdminArea />
          </Suspense>
        </AdminRoute>
      </Route>
      <Route>
        <SiteLayout>
          <Switch>
            {SITE_PAGES.map(({ path, screen: Screen, signedIn }) => (
              <Route key={path} path={path}>
                {signedIn ? (
                  <ProtectedRoute>
                    <Screen />
                  </ProtectedRoute>
                ) : (
                  <Screen />
                )}
              </Route>
            ))}
            <Route>
              <NotFoundScreen />
            </Route>
          </Switch>
        </SiteLayout>
      </Route>
    </Switch>
  );
}
