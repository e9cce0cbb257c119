import type { SignUpInput } from "../../contract/auth";
import { createMember, type Member, type TestContext } from "./harness";

/** Sign-up values by the name a test calls each member. */
export type MemberValues<K extends string> = Record<K, Partial<SignUpInput>>;

/** Signs up the named members, in this order, each with its values; each by its name. */
export async function createMembers<K extends string>(
  ctx: TestContext,
  members: MemberValues<K>,
): Promise<Record<K, Member>> {
  const created = {} as Record<K, Member>;
  for (const [name, values] of Object.entries(members) as Array<[K, Partial<SignUpInput>]>) {
    created[name] = await createMember(ctx, values);
  }
  return created;
}
