import { contactMessages, type Database } from "@listful/db";

export type ContactRepository = ReturnType<typeof createContactRepository>;

export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account when signed in; the message goes with the account. */
  userId: string | null;
  ip: string;
};

export function createContactRepository(db: Database) {
  return {
    async insert(message: ContactMessage): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}
