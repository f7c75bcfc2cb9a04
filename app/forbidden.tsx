import { ForbiddenScreen } from "@/components/errors/forbidden-screen";

// forbidden() from a layout or page: the same screen, with HTTP 403.
export default function Forbidden() {
  return <ForbiddenScreen />;
}
