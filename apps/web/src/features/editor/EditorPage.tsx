// Placeholder until the editor lands (issue 3); the router lazy-loads this module.
export default function EditorPage() {
  return <p>The editor is on its way.</p>
}
