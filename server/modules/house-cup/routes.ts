import type { RoutesPlugin } from "../../deps";
import { registerPageMeta } from "../../web/page-meta";
import { houseCup, listHouses } from "./queries";

registerPageMeta(/^\/house-cup\/?$/, async () => ({
  title: "House Cup Standings",
  description: "The inter-house House Cup: standings, competition results and the calendar.",
}));

export const houseCupRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/house-cup", async () => houseCup(db));
  app.get("/api/v1/houses", async () => ({ houses: await listHouses(db) }));
};
