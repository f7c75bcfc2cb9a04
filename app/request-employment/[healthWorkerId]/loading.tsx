// Not at the root: a root loading.tsx streams every page, and a streamed notFound() answers 200
// (the public profile must answer 404). Each segment that wants the spinner has its own.
export { default } from "@/components/shell/page-loading";
