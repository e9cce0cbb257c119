import { Route, Routes } from "react-router";
import { NotFoundContent } from "@/screens/not-found/NotFoundContent";
import { AdminLayout } from "./AdminLayout";
import { AdminPlaceholder } from "./AdminPlaceholder";

/** Sub-routes of /admin (spec §2 Admin area); one lazily loaded chunk. Screens are placeholders for now. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminPlaceholder title="Admin Dashboard" />} />
        <Route path="alumni" element={<AdminPlaceholder title="Alumni Management" />} />
        <Route path="alumni/view/:id" element={<AdminPlaceholder title="Alumni Profile" />} />
        <Route path="alumni/edit/:id" element={<AdminPlaceholder title="Edit Alumni Profile" />} />
        <Route path="alumni/new" element={<AdminPlaceholder title="Add Alumni" />} />
        <Route path="events" element={<AdminPlaceholder title="Event Management" />} />
        <Route path="events/view/:id" element={<AdminPlaceholder title="Event Details" />} />
        <Route path="events/edit/:id" element={<AdminPlaceholder title="Edit Event" />} />
        <Route path="events/new" element={<AdminPlaceholder title="Create Event" />} />
        <Route path="news" element={<AdminPlaceholder title="News Management" />} />
        <Route path="news/view/:id" element={<AdminPlaceholder title="Article Details" />} />
        <Route path="news/edit/:id" element={<AdminPlaceholder title="Edit Article" />} />
        <Route path="news/new" element={<AdminPlaceholder title="Create Article" />} />
        <Route path="competitions" element={<AdminPlaceholder title="Competition Management" />} />
        <Route path="competitions/edit/:id" element={<AdminPlaceholder title="Edit Competition" />} />
        <Route path="competitions/new" element={<AdminPlaceholder title="Create Competition" />} />
        <Route path="users" element={<AdminPlaceholder title="User Management" />} />
        <Route path="settings" element={<AdminPlaceholder title="Settings" />} />
        <Route path="activity" element={<AdminPlaceholder title="Activity Log" />} />
        <Route path="*" element={<NotFoundContent />} />
      </Route>
    </Routes>
  );
}
