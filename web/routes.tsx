import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { AdminRoute } from "@/auth/AdminRoute";
import { ProtectedRoute } from "@/auth/ProtectedRoute";
import { SiteLayout } from "@/components/SiteLayout";
import { LoadingIndicator } from "@/components/ui/spinner";

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
const MentorsScreen = lazy(() =>
  import("./screens/mentors/MentorsScreen").then((m) => ({ default: m.MentorsScreen })),
);
const JobsScreen = lazy(() => import("./screens/jobs/JobsScreen").then((m) => ({ default: m.JobsScreen })));
// A default export (the others are named): the entry chunk is every public route's cost.
const NewsletterLinkScreen = lazy(() => import("./screens/newsletter/NewsletterLinkScreen"));
const AdminArea = lazy(() => import("./screens/admin/AdminArea").then((m) => ({ default: m.AdminArea })));

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path="auth" element={<AuthScreen />} />
        <Route path="alumni" element={<AlumniDirectoryScreen />} />
        <Route path="alumni/:id" element={<AlumniProfileScreen />} />
        <Route path="events" element={<EventsScreen />} />
        <Route path="news" element={<NewsScreen />} />
        <Route path="news/:id" element={<NewsArticleScreen />} />
        <Route path="house-cup" element={<HouseCupScreen />} />
        <Route path="newsletter/:action" element={<NewsletterLinkScreen />} />
        <Route path="community" element={<CommunityHubScreen />} />
        <Route path="classes/:year" element={<ClassYearScreen />} />
        <Route path="chapters" element={<ChaptersScreen />} />
        <Route path="chapters/:slug" element={<ChapterScreen />} />
        <Route element={<ProtectedRoute />}>
          <Route path="messages" element={<MessagesScreen />} />
          <Route path="mentors" element={<MentorsScreen />} />
          <Route path="jobs" element={<JobsScreen />} />
          <Route path="profile" element={<ProfileScreen />} />
          <Route path="admin-bootstrap" element={<AdminBootstrapScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route
        path="admin/*"
        element={
          <AdminRoute>
            <Suspense fallback={<LoadingIndicator fullScreen />}>
              <AdminArea />
            </Suspense>
          </AdminRoute>
        }
      />
    </Routes>
  );
}
