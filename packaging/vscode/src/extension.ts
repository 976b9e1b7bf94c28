// Starts `skillopt-sleep-lsp` for instruction documents. Everything else (diagnostics, code lens,
// hover, accept / reject / show diff) comes from the server over the Language Server Protocol.
import * as vscode from "vscode";
import {
  DocumentFilter,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

// The server decides which documents have proposals; markdown and Cursor rules (.mdc) are sent.
function documentSelector(extra: string[]): DocumentFilter[] {
  return [
    { scheme: "file", language: "markdown" },
    { scheme: "file", pattern: "**/.cursor/rules/**" },
    ...extra.map((pattern) => ({ scheme: "file", pattern })),
  ];
}

async function start(): Promise<void> {
  const config = vscode.workspace.getConfiguration("skilloptSleep");
  const command = config.get<string>("serverPath", "skillopt-sleep-lsp");
  const serverOptions: ServerOptions = { command, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(config.get<string[]>("extraDocuments", [])),
    outputChannelName: "skillopt-sleep",
  };
  client = new LanguageClient("skilloptSleep", "skillopt-sleep", serverOptions, clientOptions);
  try {
    await client.start();
  } catch (err) {
    void vscode.window.showErrorMessage(
      `skillopt-sleep: could not start "${command}" (${String(err)}). Install skillopt-sleep ` +
        `(pip install skillopt-sleep) or set skilloptSleep.serverPath.`,
    );
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand("skilloptSleep.restartServer", async () => {
      await client?.stop().catch(() => undefined); // a server that never started cannot stop
      await start();
    }),
  );
  await start();
}

export async function deactivate(): Promise<void> {
  await client?.stop().catch(() => undefined);
}
