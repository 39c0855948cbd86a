// Blocks of the introduction page that read the repository itself, so the page cannot drift from it: the design
// tokens from core's stylesheet, the packages from their manifests.
import coreStyles from "../packages/core/src/styles.css?raw";

interface Manifest {
  name: string;
  description?: string;
  private?: boolean;
}

const manifests = import.meta.glob<Manifest>("../packages/*/package.json", {
  eager: true,
  import: "default",
});

/** Every `--vitrine-*` custom property declared on `:root` in core's styles.css, in file order. */
export function designTokens(css: string = coreStyles): { name: string; value: string }[] {
  const root = css.match(/:root\s*{([^}]*)}/)?.[1] ?? "";
  return [...root.matchAll(/(--vitrine-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = "", value = ""]) => ({
    name,
    value: value.trim(),
  }));
}

function Sample({ name, value }: { name: string; value: string }) {
  const box = {
    width: "2rem",
    height: "2rem",
    borderRadius: "var(--vitrine-radius-small)",
    flex: "none",
  } as const;
  if (name.startsWith("--vitrine-color-"))
    return (
      <span style={{ ...box, background: `var(${name})`, border: "1px solid var(--vitrine-color-border)" }} />
    );
  if (name.startsWith("--vitrine-space-"))
    return (
      <span
        style={{
          ...box,
          height: "0.75rem",
          width: `var(${name})`,
          background: "var(--vitrine-color-primary)",
        }}
      />
    );
  if (name.startsWith("--vitrine-radius"))
    return (
      <span
        style={{ ...box, borderRadius: `var(${name})`, border: "2px solid var(--vitrine-color-primary)" }}
      />
    );
  if (name.startsWith("--vitrine-shadow"))
    return (
      <span style={{ ...box, boxShadow: `var(${name})`, background: "var(--vitrine-color-background)" }} />
    );
  if (name.startsWith("--vitrine-font-"))
    return (
      <span
        style={{
          fontFamily: "var(--vitrine-font-family)",
          fontSize: name.endsWith("size") ? value : undefined,
        }}
      >
        Aa
      </span>
    );
  return <span aria-hidden="true" />;
}

/** The design tokens as a table: name, default value and a sample drawn with the token itself. */
export function DesignTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Default</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {designTokens().map(({ name, value }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <Sample name={name} value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The published packages with their descriptions, from their package.json files. */
export function PackageList() {
  const packages = Object.values(manifests)
    .filter((manifest) => !manifest.private)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Package</th>
          <th scope="col">What it gives a shop</th>
        </tr>
      </thead>
      <tbody>
        {packages.map((manifest) => (
          <tr key={manifest.name}>
            <td>
              <code>{manifest.name}</code>
            </td>
            <td>{manifest.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
