import type { ComponentProps } from "react";
import { TextField } from "../../ui/field.tsx";

/** A folder's name, as the new-folder, rename and move dialogs ask for it. */
export function FolderNameField(props: Omit<ComponentProps<typeof TextField>, "label" | "name">) {
  return <TextField label="Folder name" name="name" maxLength={60} autoComplete="off" {...props} />;
}
