import { resolveViewer, type Viewer } from "../auth/viewer";
import type { App, Deps } from "../deps";

/**
 * Registers routes in their own encapsulated scope whose first hook resolves the viewer and
 * authorizes them (throwing 401/403): a refused caller is turned away before the body is
 * validated, so it learns nothing about the input rules. The admin area and the chapter
 * moderators' queue both start this way.
 */
export async function registerAuthorizedScope(
  app: App,
  deps: Deps,
  authorize: (viewer: Viewer | null) => void,
  register: (scope: App) => Promise<void> | void,
): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    scope.addHook("preValidation", async (req) => {
      req.viewer = await resolveViewer(req, deps);
      authorize(req.viewer);
    });
    await register(scope);
  });
}
