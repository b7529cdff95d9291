// Saved views ("themes") of a list: a menu button listing the views (the default one marked, the
// active one checked and named on the button, "(modified)" when the list no longer shows exactly
// that view) to apply one (again: back to the view as saved), "No view" (checked when no view is
// active; clears the applied view), "Save changes to the view" (the active view, once modified),
// "Save current view as…" (asks a name) and "Manage views…" (a dialog: rename, set as default,
// delete with a confirmation). Everything goes out through callbacks; the caller reloads
// `themes`. Texts arrive translated in `labels`.
import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Menu, MenuItem, MenuSection, MenuTrigger, Modal, ModalOverlay, Popover, Separator } from 'react-aria-components';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './FormField';

export interface SavedView {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface ThemeMenuLabels {
  /** The menu button, e.g. "Views". */
  button: string;
  menu: string;
  /** Marker after the default view's name, e.g. "(default)". */
  defaultMark: string;
  /** Marker after the active view's name once its conditions were changed, e.g. "(modified)". */
  modifiedMark: string;
  /** The entry that clears the applied view, e.g. "No view". */
  noView: string;
  /** What "no view" shows, after it, e.g. "(all rows, default columns)". */
  noViewNote: string;
  /** Saves the current conditions and columns into the active view. */
  update(name: string): string;
  saveAs: string;
  manage: string;
  manageTitle: string;
  /** Name dialog. */
  saveAsTitle: string;
  renameTitle: string;
  name: string;
  nameRequired: string;
  save: string;
  cancel: string;
  close: string;
  rename: string;
  setDefault: string;
  delete: string;
  deleteTitle: string;
  deleteMessage(name: string): string;
  none: string;
}

export interface ThemeMenuProps {
  themes: SavedView[];
  activeId?: string | null;
  /** The list shows the active view with other conditions. */
  activeModified?: boolean;
  onApply(id: string): void;
  /** "No view": the list shows no saved view. */
  onClear(): void;
  /** Saves the list's current conditions and columns into the (modified) active view. */
  onUpdate(id: string): void;
  onSaveAs(name: string): void;
  onRename(id: string, name: string): void;
  onDelete(id: string): void;
  onSetDefault(id: string): void;
  busy?: boolean;
  maxNameLength?: number;
  labels: ThemeMenuLabels;
  testId?: string;
}

type Prompt = { mode: 'saveAs' } | { mode: 'rename'; id: string; name: string };

const NO_VIEW_KEY = '__noView';

export function ThemeMenu({ themes, activeId, activeModified = false, onApply, onClear, onUpdate, onSaveAs, onRename, onDelete, onSetDefault, busy = false, maxNameLength = 50, labels, testId }: ThemeMenuProps) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [managing, setManaging] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const active = themes.find((t) => t.id === activeId);
  const modifiedNote = activeModified ? ` ${labels.modifiedMark}` : '';

  const onMenuAction = (key: string) => {
    if (key === '__saveAs') setPrompt({ mode: 'saveAs' });
    else if (key === '__manage') setManaging(true);
    else if (key === NO_VIEW_KEY) onClear();
    else if (key === '__update') {
      if (active) onUpdate(active.id);
    }
    else onApply(key);
  };

  return (
    <div className="theme-menu" data-testid={testId ?? 'theme-menu'}>
      <MenuTrigger>
        <Button variant="secondary" isDisabled={busy} testId="theme-menu-button">
          {labels.button}
          {active ? `: ${active.name}${modifiedNote}` : ''}
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover className="popover" placement="bottom start">
          <Menu className="menu-list" aria-label={labels.menu} onAction={(key) => onMenuAction(String(key))}>
            {themes.length > 0 ? (
              <MenuSection className="menu-section" aria-label={labels.menu} selectionMode="single" selectedKeys={[active ? active.id : NO_VIEW_KEY]}>
                <MenuItem id={NO_VIEW_KEY} className="menu-list-item" textValue={labels.noView}>
                  {({ isSelected }) => (
                    <>
                      <span className="menu-check" aria-hidden="true">
                        {isSelected ? '✓' : ''}
                      </span>
                      <span>{labels.noView}</span>
                      <span className="menu-note"> {labels.noViewNote}</span>
                    </>
                  )}
                </MenuItem>
                {themes.map((t) => (
                  <MenuItem key={t.id} id={t.id} className="menu-list-item" textValue={t.name}>
                    {({ isSelected }) => (
                      <>
                        <span className="menu-check" aria-hidden="true">
                          {isSelected ? '✓' : ''}
                        </span>
                        <span>{t.name}</span>
                        {t.isDefault ? <span className="menu-note"> {labels.defaultMark}</span> : null}
                        {isSelected && activeModified ? <span className="menu-note"> {labels.modifiedMark}</span> : null}
                      </>
                    )}
                  </MenuItem>
                ))}
              </MenuSection>
            ) : null}
            {themes.length > 0 ? <Separator className="menu-separator" /> : null}
            <MenuSection className="menu-section">
              {active && activeModified ? (
                <MenuItem id="__update" className="menu-list-item" textValue={labels.update(active.name)}>
                  <span className="menu-check" aria-hidden="true" />
                  {labels.update(active.name)}
                </MenuItem>
              ) : null}
              <MenuItem id="__saveAs" className="menu-list-item" textValue={labels.saveAs}>
                <span className="menu-check" aria-hidden="true" />
                {labels.saveAs}
              </MenuItem>
              <MenuItem id="__manage" className="menu-list-item" textValue={labels.manage} isDisabled={themes.length === 0}>
                <span className="menu-check" aria-hidden="true" />
                {labels.manage}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>

      <ModalOverlay className="dialog-overlay" isOpen={managing} isDismissable onOpenChange={setManaging}>
        <Modal className="modal">
          <Dialog className="dialog theme-manage" data-testid="theme-manage">
            <Heading slot="title">{labels.manageTitle}</Heading>
            {themes.length === 0 ? <p>{labels.none}</p> : null}
            <ul className="theme-list">
              {themes.map((t) => (
                <li key={t.id} className="theme-list-item" data-id={t.id}>
                  <span className="theme-name">
                    {t.name}
                    {t.isDefault ? <span className="menu-note"> {labels.defaultMark}</span> : null}
                  </span>
                  <Button variant="quiet" isDisabled={busy} onPress={() => setPrompt({ mode: 'rename', id: t.id, name: t.name })} aria-label={`${labels.rename}: ${t.name}`} testId="theme-rename">
                    {labels.rename}
                  </Button>
                  <Button variant="quiet" isDisabled={busy || t.isDefault} onPress={() => onSetDefault(t.id)} aria-label={`${labels.setDefault}: ${t.name}`} testId="theme-default">
                    {labels.setDefault}
                  </Button>
                  <Button variant="quiet" className="danger-text" isDisabled={busy} onPress={() => setDeleting(t)} aria-label={`${labels.delete}: ${t.name}`} testId="theme-delete">
                    {labels.delete}
                  </Button>
                </li>
              ))}
            </ul>
            <div className="actions">
              <Button variant="secondary" slot="close">
                {labels.close}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>

      {prompt ? (
        <NameDialog
          key={prompt.mode === 'rename' ? prompt.id : '__new'}
          title={prompt.mode === 'saveAs' ? labels.saveAsTitle : labels.renameTitle}
          initial={prompt.mode === 'rename' ? prompt.name : ''}
          maxLength={maxNameLength}
          labels={labels}
          onCancel={() => setPrompt(null)}
          onSubmit={(name) => {
            if (prompt.mode === 'saveAs') onSaveAs(name);
            else onRename(prompt.id, name);
            setPrompt(null);
          }}
        />
      ) : null}

      <ConfirmDialog
        isOpen={deleting !== null}
        isDanger
        title={labels.deleteTitle}
        message={deleting ? labels.deleteMessage(deleting.name) : ''}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
          setDeleting(null);
        }}
        testId="theme-delete-confirm"
      />
    </div>
  );
}

function NameDialog({ title, initial, maxLength, labels, onCancel, onSubmit }: { title: string; initial: string; maxLength: number; labels: ThemeMenuLabels; onCancel(): void; onSubmit(name: string): void }) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="theme-name-dialog">
          <form noValidate onSubmit={submit}>
            <Heading slot="title">{title}</Heading>
            <TextField label={labels.name} value={name} onChange={setName} maxLength={maxLength} isRequired autoFocus errorMessage={tried && !trimmed ? labels.nameRequired : null} testId="theme-name" />
            <div className="actions">
              <Button variant="secondary" onPress={onCancel}>
                {labels.cancel}
              </Button>
              <Button type="submit" testId="theme-name-save">
                {labels.save}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
