import { Route, Switch } from "@/lib/router";
import { NotFoundContent } from "@/screens/not-found/NotFoundContent";
import { AdminLayout } from "./AdminLayout";
import { ActivityLog } from "./activity/ActivityLog";
import { AlumniEdit } from "./alumni/AlumniEdit";
import { AlumniManagement } from "./alumni/AlumniManagement";
import { AlumniView } from "./alumni/AlumniView";
import { AlumniCupRulesForm } from "./competitions/AlumniCupRulesForm";
import { CompetitionForm } from "./competitions/CompetitionForm";
import { CompetitionManagement } from "./competitions/CompetitionManagement";
import { CompetitionView } from "./competitions/CompetitionView";
import { AdminDashboard } from "./dashboard/AdminDashboard";
import { EventForm } from "./events/EventForm";
import { EventManagement } from "./events/EventManagement";
import { EventView } from "./events/EventView";
import { InMemoriamScreen } from "./memoriam/InMemoriamScreen";
import { NewsForm } from "./news/NewsForm";
import { NewsManagement } from "./news/NewsManagement";
import { NewsView } from "./news/NewsView";
import { NewsletterScreen } from "./newsletter/NewsletterScreen";
import { ReportsScreen } from "./reports/ReportsScreen";
import { SchoolRollScreen } from "./roll/SchoolRollScreen";
import { SettingsScreen } from "./settings/SettingsScreen";
import { SignUpsScreen } from "./sign-ups/SignUpsScreen";
import { UserManagement } from "./users/UserManagement";

/** Sub-routes of /admin (spec §2 Admin area); the whole area is one lazily loaded chunk. */
export function AdminArea() {
  return (
    <AdminLayout>
      <Switch>
        <Route path="/admin">
          <AdminDashboard />
        </Route>
        <Route path="/admin/alumni">
          <AlumniManagement />
        </Route>
        <Route path="/admin/alumni/view/:id">
          <AlumniView />
        </Route>
        <Route path="/admin/alumni/edit/:id">
          <AlumniEdit key="edit" />
        </Route>
        <Route path="/admin/alumni/new">
          <AlumniEdit key="new" />
        </Route>
        <Route path="/admin/events">
          <EventManagement />
        </Route>
        <Route path="/admin/events/view/:id">
          <EventView />
        </Route>
        <Route path="/admin/events/edit/:id">
          <EventForm key="edit" />
        </Route>
        <Route path="/admin/events/new">
          <EventForm key="new" />
        </Route>
        <Route path="/admin/news">
          <NewsManagement />
        </Route>
        <Route path="/admin/news/view/:id">
          <NewsView />
        </Route>
        <Route path="/admin/news/edit/:id">
          <NewsForm key="edit" />
        </Route>
        <Route path="/admin/news/new">
          <NewsForm key="new" />
        </Route>
        <Route path="/admin/competitions">
          <CompetitionManagement />
        </Route>
        <Route path="/admin/competitions/alumni-cup">
          <AlumniCupRulesForm />
        </Route>
        <Route path="/admin/competitions/view/:id">
          <CompetitionView />
        </Route>
        <Route path="/admin/competitions/edit/:id">
          <CompetitionForm key="edit" />
        </Route>
        <Route path="/admin/competitions/new">
          <CompetitionForm key="new" />
        </Route>
        <Route path="/admin/users">
          <UserManagement />
        </Route>
        <Route path="/admin/newsletter">
          <NewsletterScreen />
        </Route>
        <Route path="/admin/settings">
          <SettingsScreen />
        </Route>
        <Route path="/admin/roll">
          <SchoolRollScreen />
        </Route>
        <Route path="/admin/reports">
          <ReportsScreen />
        </Route>
        <Route path="/admin/in-memoriam">
          <InMemoriamScreen />
        </Route>
        <Route path="/admin/sign-ups">
          <SignUpsScreen />
        </Route>
        <Route path="/admin/activity">
          <ActivityLog />
        </Route>
        <Route path="/admin/*">
          <NotFoundContent />
        </Route>
      </Switch>
    </AdminLayout>
  );
}
