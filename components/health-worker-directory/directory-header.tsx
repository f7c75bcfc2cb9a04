import { RegistrationBanner } from "./directory-extras";

/** The directory's heading and registration banner, shared by the page and its loading state. */
export function DirectoryHeader() {
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Health Worker Directory</h1>
        <p className="text-muted-foreground">
          Nurses, technicians and support staff with public profiles. Search by name, role, specialization or skill; a
          misspelling is fine.
        </p>
      </header>
      <RegistrationBanner />
    </>
  );
}
