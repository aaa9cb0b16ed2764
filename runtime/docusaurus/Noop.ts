// `@docusaurus/Noop`: a component that renders nothing (where a theme slot is left empty).
export default function Noop(): null {
  return null;
}
