// The list's export choices besides "Export" (the view): every column, the view under a name,
// totals per product (lists whose rows carry a SKU) and the partner (Spalding) layout; each is one
// request of the export machine (docs/domain/common.md, "Export requests"). The name is asked in a
// dialog and checked with the contract's schema before anything is sent.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { exportNameSchema } from '../../contract/common/export-requests';
import type { ExportKind, ExportRequest } from '../../machines/generic/export.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/FormField';

const labels = {
  more: msg`More exports`,
  allColumns: msg`Export all columns`,
  named: msg`Export with a name…`,
  products: msg`Export totals per product`,
  partner: msg`Export in the Spalding layout`,
  nameTitle: msg`Name this export`,
  nameMessage: msg`The name is the export's title and file name in the export centre, where you can find it by this name.`,
  nameLabel: msg`Name`,
  nameInvalid: msg`Give a name of 1 to 60 characters without slashes.`,
  start: msg`Start the export`,
  cancel: msg`Cancel`,
};

export function ExportMenu({ view, hasSku, busy, onRequest }: { view: ExportRequest; hasSku: boolean; busy: boolean; onRequest(request: ExportRequest): void }) {
  const { i18n } = useLingui();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const kinds: { id: ExportKind; label: string }[] = [
    { id: 'allColumns', label: i18n._(labels.allColumns) },
    { id: 'named', label: i18n._(labels.named) },
    ...(hasSku ? [{ id: 'products' as const, label: i18n._(labels.products) }] : []),
    { id: 'partner', label: i18n._(labels.partner) },
  ];
  const choose = (kind: ExportKind) => {
    if (kind === 'named') {
      setName('');
      setInvalid(false);
      setNaming(true);
    } else onRequest({ ...view, kind });
  };
  const confirm = () => {
    const parsed = exportNameSchema.safeParse(name);
    if (!parsed.success) return setInvalid(true);
    setNaming(false);
    onRequest({ ...view, kind: 'named', name: parsed.data });
  };
  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" isDisabled={busy} testId="list-export-more">
          {i18n._(labels.more)}
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover className="popover" placement="bottom start">
          <Menu className="menu-list" aria-label={i18n._(labels.more)} onAction={(key) => choose(String(key) as ExportKind)}>
            {kinds.map((k) => (
              <MenuItem key={k.id} id={k.id} className="menu-list-item" textValue={k.label} data-testid={`list-export-${k.id}`}>
                {k.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={naming}
        title={i18n._(labels.nameTitle)}
        message={i18n._(labels.nameMessage)}
        confirmLabel={i18n._(labels.start)}
        cancelLabel={i18n._(labels.cancel)}
        onConfirm={confirm}
        onCancel={() => setNaming(false)}
        focusField
        testId="export-name-dialog"
      >
        <TextField
          label={i18n._(labels.nameLabel)}
          value={name}
          onChange={(v) => {
            setName(v);
            setInvalid(false);
          }}
          maxLength={60}
          autoFocus
          errorMessage={invalid ? i18n._(labels.nameInvalid) : undefined}
          testId="export-name"
        />
      </ConfirmDialog>
    </>
  );
}
