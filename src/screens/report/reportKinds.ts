// The report kinds each /report/report variant offers (spec section 2: "report (variant: scm, dms
// or default)"; our design, docs/domain.md "Reports"). A report kind is a one-click export of a
// whole table with the user's columns of that table; the file appears in the job list below.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenVariants } from '../appContext';

export interface ReportKind {
  /** The table exported (a list bizType the server registers). */
  bizType: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export interface ReportVariant {
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  kinds: ReportKind[];
}

export const reportVariants: Record<ScreenVariants['report'], ReportVariant> = {
  scm: {
    heading: msg`Supply-chain reports`,
    intro: msg`Generate a stock or cost report of all your warehouses in one click, or export any list with its own conditions. Files are listed below while they are prepared.`,
    kinds: [
      { bizType: 'asset.warehouse', title: msg`Warehouses`, description: msg`Every warehouse with its type, platform and status` },
      { bizType: 'inventory.inventory', title: msg`Inventory`, description: msg`Stock on hand and available per SKU and warehouse` },
      { bizType: 'inventory.allotRecords', title: msg`Allotment records`, description: msg`Stock allotted to shops per warehouse group` },
      { bizType: 'cost.list', title: msg`Cost per SKU`, description: msg`Purchase and logistics cost of every SKU` },
    ],
  },
  dms: {
    heading: msg`Distribution reports`,
    intro: msg`Generate the stock report your suppliers ask for, or export any list with its own conditions. Files are listed below while they are prepared.`,
    kinds: [{ bizType: 'inventory.inventory', title: msg`Stock on hand`, description: msg`Stock on hand and available per SKU and warehouse` }],
  },
  default: {
    heading: msg`Report downloads`,
    intro: msg`Exports you start from a list (its Export button) are prepared here. Download a file once it is finished.`,
    kinds: [],
  },
};
