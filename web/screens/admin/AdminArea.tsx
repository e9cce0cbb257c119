import { Route, Routes } from "react-router";
import { NotFoundContent } from "@/screens/not-found/NotFoundContent";
import { AdminLayout } from "./AdminLayout";
import { ActivityLog } from "./activity/ActivityLog";
import { AlumniEdit } from "./alumni/AlumniEdit";
import { AlumniManagement } from "./alumni/AlumniManagement";
import { AlumniView } from "./alumni/AlumniView";
import { CompetitionForm } from "./competitions/CompetitionForm";
import { CompetitionManagement } from "./competitions/CompetitionManagement";
import { CompetitionView } from "./competitions/CompetitionView";
import { AdminDashboard } from "./dashboard/AdminDashboard";
import { EventForm } from "./events/EventForm";
import { EventManagement } from "./events/EventManagement";
import { EventView } from "./events/EventView";
import { NewsForm } from "./news/NewsForm";
import { NewsManagement } from "./news/NewsManagement";
import { NewsView } from "./news/NewsView";
import { NewsletterScreen } from "./newsletter/NewsletterScreen";
import { SettingsScreen } from "./settings/SettingsScreen";
import { UserManagement } from "./users/UserManagement";

/** Sub-routes of /admin (spec §2 Admin area); the whole area is one lazily loaded chunk. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboard />} />
        <Route path="alumni" element={<AlumniManagement />} />
        <Route path="alumni/view/:id" element={<AlumniView />} />
        <Route path="alumni/edit/:id" element={<AlumniEdit key="edit" />} />
        <Route path="alumni/new" element={<AlumniEdit key="new" />} />
        <Route path="events" element={<EventManagement />} />
        <Route path="events/view/:id" element={<EventView />} />
        <Route path="events/edit/:id" element={<EventForm key="edit" />} />
        <Route path="events/new" element={<EventForm key="new" />} />
        <Route path="news" element={<NewsManagement />} />
        <Route path="news/view/:id" element={<NewsView />} />
        <Route path="news/edit/:id" element={<NewsForm key="edit" />} />
        <Route path="news/new" element={<NewsForm key="new" />} />
        <Route path="competitions" element={<CompetitionManagement />} />
        <Route path="competitions/view/:id" element={<CompetitionView />} />
        <Route path="competitions/edit/:id" element={<CompetitionForm key="edit" />} />
        <Route path="competitions/new" element={<CompetitionForm key="new" />} />
        <Route path="users" element={<UserManagement />} />
        <Route path="newsletter" element={<NewsletterScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="activity" element={<ActivityLog />} />
        <Route path="*" element={<NotFoundContent />} />
      </Route>
    </Routes>
  );
}
