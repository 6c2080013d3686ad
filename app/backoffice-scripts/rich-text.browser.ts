import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/**
 * The news body's rich-text editor (decision 0104), loaded by the news post page alone. It turns the
 * body's textarea (`data-rich-text`, its texts in `data-labels`, in the page's language) into a Tiptap
 * editor with a small toolbar, and writes the editor's HTML back into the textarea on every change, so
 * the form posts the same field as without JavaScript; the server cleans it with sanitize-html.
 */

type Command = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

const COMMANDS: Command[] = ['bold', 'italic', 'h2', 'h3', 'bulletList', 'orderedList', 'blockquote', 'link'];

function run(editor: Editor, command: Command, linkPrompt: string): void {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'h2') chain.toggleHeading({ level: 2 }).run();
  else if (command === 'h3') chain.toggleHeading({ level: 3 }).run();
  else if (command === 'bulletList') chain.toggleBulletList().run();
  else if (command === 'orderedList') chain.toggleOrderedList().run();
  else if (command === 'blockquote') chain.toggleBlockquote().run();
  else {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(linkPrompt, current);
    if (href === null) return;
    if (href.trim() === '') chain.unsetLink().run();
    else chain.extendMarkRange('link').setLink({ href: href.trim() }).run();
  }
}

function isActive(editor: Editor, command: Command): boolean {
  if (command === 'h2') return editor.isActive('heading', { level: 2 });
  if (command === 'h3') return editor.isActive('heading', { level: 3 });
  return editor.isActive(command);
}

function enhance(textarea: HTMLTextAreaElement): void {
  const labels = JSON.parse(textarea.dataset.labels ?? '{}') as Partial<Record<Command | 'editor' | 'toolbar' | 'linkPrompt', string>>;
  const toolbar = document.createElement('div');
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', labels.toolbar ?? 'Mise en forme');
  toolbar.className = 'mt-1 flex flex-wrap gap-1';
  const host = document.createElement('div');
  const editor = new Editor({
    element: host,
    injectCSS: false,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['mailto', 'tel'] }, code: false, codeBlock: false, horizontalRule: false, strike: false, underline: false })],
    content: textarea.value,
    editorProps: {
      attributes: {
        class: 'rich-text mt-1 block min-h-60 w-full rounded border border-slate-500 bg-white px-3 py-2 font-normal whitespace-pre-wrap',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labels.editor ?? '',
        ...(textarea.getAttribute('aria-describedby') ? { 'aria-describedby': textarea.getAttribute('aria-describedby') as string } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      textarea.value = current.isEmpty ? '' : current.getHTML();
    },
  });
  const buttons = COMMANDS.map((command) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = labels[command] ?? command;
    button.className = 'rounded border border-slate-500 bg-white px-2 py-1 text-sm font-semibold aria-pressed:bg-slate-900 aria-pressed:text-white';
    // The editor keeps its selection and focus when a button is pressed with the mouse.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => run(editor, command, labels.linkPrompt ?? 'URL'));
    toolbar.append(button);
    return { command, button };
  });
  const refresh = () => {
    for (const { command, button } of buttons) button.setAttribute('aria-pressed', String(isActive(editor, command)));
  };
  editor.on('selectionUpdate', refresh);
  editor.on('transaction', refresh);
  refresh();
  textarea.hidden = true;
  textarea.before(toolbar, host);
}

for (const textarea of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]')) enhance(textarea);
