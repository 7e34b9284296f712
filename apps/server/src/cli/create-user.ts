import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { EmailSchema, NameSchema, NewPasswordSchema, ROLES, type Role } from "@listful/contracts";
import { openDatabase } from "@listful/db";
import type { z } from "zod";
import { loadConfig } from "../env.ts";
import { hashPassword, isCommonPassword } from "../modules/auth/password.ts";
import { createUserRepository } from "../modules/user/user.repository.ts";

const USAGE = 'Usage: npm run user:create -- <email> "<name>" [ROLE_USER|ROLE_ADMIN|ROLE_SUPERADMIN]';

/** The value as the schema reads it, or its first message, as the sign-up form would say it. */
function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid value.");
  return parsed.data;
}

/**
 * Makes an account with a role, before anyone can sign up (the first super-admin of a new installation):
 * `npm run user:create -- admin@example.com "Ada Admin" ROLE_SUPERADMIN`. The password comes on standard input,
 * so it never sits in the shell's history; it is held to the sign-up form's rules.
 */
export async function createUser(argv: string[], password: string): Promise<string> {
  const [rawEmail, rawName, role = "ROLE_USER"] = argv;
  if (!rawEmail || !rawName) throw new Error(USAGE);
  if (!(ROLES as readonly string[]).includes(role))
    throw new Error(`Unknown role ${role}. Use one of ${ROLES.join(", ")}.`);
  const email = check(EmailSchema, rawEmail.trim());
  const name = check(NameSchema, rawName);
  check(NewPasswordSchema, password);
  if (isCommonPassword(password)) throw new Error("This password is too common: choose another.");
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    const users = createUserRepository(database.db);
    if (await users.findByEmail(email))
      throw new Error(`An account already uses ${email}: give it a role with npm run user:promote.`);
    const user = await users.insert({ name, email, passwordHash: await hashPassword(password) });
    const roles = role === "ROLE_USER" ? user.roles : [...user.roles, role as Role];
    if (roles !== user.roles) await users.update(user.id, { roles });
    return `${user.email} can sign in now, with ${roles.join(", ")}.`;
  } finally {
    await database.close();
  }
}

/** A password typed at the terminal, not shown as it is typed. */
function promptHidden(): Promise<string> {
  const input = process.stdin;
  process.stderr.write("Password (not shown): ");
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (finish: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      finish();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return done(() => resolve(typed));
        if (character === "\u0003") return done(() => reject(new Error("Cancelled.")));
        typed = character === "\u007f" ? typed.slice(0, -1) : typed + character;
      }
    };
    input.on("data", onData);
  });
}

/** The password from standard input: typed at a prompt, or the first line of what is piped in. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) return promptHidden();
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

if (import.meta.main) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  readPassword()
    .then((password) => createUser(process.argv.slice(2), password))
    .then(
      (message) => console.log(message),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
