const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a user id at all: a malformed one would make PostgreSQL fail the query. */
export function isUserId(id: string): boolean {
  return UUID.test(id);
}
