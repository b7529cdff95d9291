// RAC's TableLayout for rows of one fixed height, with work proportional to what is on screen.
//
// The stock TableLayout lays out the union of every rectangle the user has scrolled through and
// walks the body's rows one by one on each new rectangle, so scrolling into new territory costs
// O(rows above and below) per frame and every row ever seen keeps its layout nodes (100k rows:
// frames of 100+ ms and a growing heap). With a fixed `rowHeight` a row's position is its index
// times the height, so this subclass lays out only the visible band (plus one screen above and
// below) and the persisted rows (the focused one), from an index of the body's rows built once
// per collection, and drops the layout nodes of rows that left the band.
//
// It relies on TableLayout internals of react-aria-components 1.22 (requestedRect, layoutNodes,
// buildChild, rootNodes, lastPersistedKeys); any other configuration (variable row heights, load
// more rows, empty body) falls back to the stock code. Covered by e2e/ui-kit.spec.ts.
import { LayoutInfo, Rect, TableLayout, type Key } from 'react-aria-components';

type GridNode<T = unknown> = Parameters<TableLayout<T>['buildRowGroup']>[1];
type LayoutNode = ReturnType<TableLayout<unknown>['buildRowGroup']>;

interface Internals {
  virtualizer: {
    collection: { getItem(key: Key): { type: string; parentKey?: Key | null } | null; size: number };
    persistedKeys: Set<Key>;
  };
  requestedRect: Rect;
  padding: number;
  gap: number;
  rowHeight: number | null;
  layoutNodes: Map<Key, LayoutNode>;
  rootNodes: LayoutNode[];
  lastCollection: unknown;
  lastPersistedKeys: unknown;
  getEstimatedRowHeight(): number;
  buildChild(node: GridNode, x: number, y: number, parentKey: Key | null): LayoutNode;
  buildCollection(): LayoutNode[];
  ensureLayoutInfo(key: Key): boolean;
}

interface BodyIndex {
  collection: unknown;
  bodyKey: Key;
  rows: GridNode[];
  at: Map<Key, number>;
  plain: boolean;
}

export class FixedRowTableLayout<T> extends TableLayout<T> {
  private body: BodyIndex | null = null;
  private builtRows = new Set<Key>();

  private get internals(): Internals {
    return this as unknown as Internals;
  }

  private bodyIndex(node: GridNode<T>): BodyIndex {
    const self = this.internals;
    const collection = self.virtualizer.collection;
    if (this.body && this.body.collection === collection && this.body.bodyKey === node.key) return this.body;
    const rows: GridNode[] = [];
    const at = new Map<Key, number>();
    let plain = true;
    let key = (node as { firstChildKey?: Key | null }).firstChildKey ?? null;
    while (key != null) {
      const child = collection.getItem(key) as (GridNode & { nextKey?: Key | null }) | null;
      if (!child) break;
      if (child.type !== 'item') plain = false;
      at.set(child.key, rows.length);
      rows.push(child);
      key = child.nextKey ?? null;
    }
    this.body = { collection, bodyKey: node.key, rows, at, plain };
    return this.body;
  }

  private usesFastPath(node: GridNode<T>): boolean {
    const self = this.internals;
    if (self.rowHeight == null || node.type !== 'tablebody' || self.virtualizer.collection.size === 0) return false;
    const body = this.bodyIndex(node);
    return body.plain && body.rows.length > 0;
  }

  protected override layoutIfNeeded(rect: Rect): void {
    const self = this.internals;
    if (!self.lastCollection || self.rowHeight == null) return super.layoutIfNeeded(rect);
    if (!self.requestedRect.containsRect(rect)) {
      // The visible rectangle plus one screen above and below, not the union of the past.
      const band = rect.copy();
      band.y = Math.max(0, rect.y - rect.height);
      band.height = rect.height * 3;
      const x = Math.min(rect.x, self.requestedRect.x);
      band.width = Math.max(rect.maxX, self.requestedRect.maxX) - x;
      band.x = x;
      self.requestedRect = band;
      self.rootNodes = self.buildCollection();
    }
    for (const key of self.virtualizer.persistedKeys) if (self.ensureLayoutInfo(key)) return;
  }

  protected override buildRowGroup(y: number, node: GridNode<T>): LayoutNode {
    if (!this.usesFastPath(node)) return super.buildRowGroup(y, node);
    const self = this.internals;
    const { rows, at } = this.bodyIndex(node);
    const step = self.getEstimatedRowHeight() + self.gap;
    const req = self.requestedRect;
    const first = Math.max(0, Math.floor((req.y - y) / step));
    const last = Math.min(rows.length - 1, Math.ceil((req.maxY - y) / step));
    const wanted = new Set<number>();
    for (let i = first; i <= last; i++) wanted.add(i);
    // Persisted keys (the focused row or cell) stay laid out wherever they are.
    for (const key of self.virtualizer.persistedKeys) {
      let i = at.get(key);
      if (i === undefined) {
        const parent = self.virtualizer.collection.getItem(key)?.parentKey;
        if (parent != null) i = at.get(parent);
      }
      if (i !== undefined) wanted.add(i);
    }
    const layoutInfo = new LayoutInfo('rowgroup', node.key, new Rect(self.padding, y, 0, 0));
    const children: LayoutNode[] = [];
    const built = new Set<Key>();
    let width = 0;
    for (const i of [...wanted].sort((a, b) => a - b)) {
      const child = self.buildChild(rows[i], self.padding, y + i * step, layoutInfo.key);
      child.layoutInfo.parentKey = layoutInfo.key;
      child.index = children.length;
      width = Math.max(width, child.layoutInfo.rect.width);
      children.push(child);
      built.add(rows[i].key);
    }
    // Forget the layout of rows that left the band (and of their cells).
    for (const key of this.builtRows) {
      if (built.has(key)) continue;
      const old = self.layoutNodes.get(key);
      for (const cell of old?.children ?? []) self.layoutNodes.delete(cell.layoutInfo.key);
      self.layoutNodes.delete(key);
    }
    this.builtRows = built;
    // Child indexes changed: TableLayout must recompute where the persisted rows are.
    self.lastPersistedKeys = null;
    layoutInfo.rect.width = width;
    layoutInfo.rect.height = rows.length * step - self.gap;
    return { layoutInfo, children, validRect: layoutInfo.rect.intersection(req), node } as LayoutNode;
  }

  /** A row (or cell) outside the band, e.g. the next one keyboard focus moves to: lay out just that row. */
  override getLayoutInfo(key: Key): LayoutInfo | null {
    const self = this.internals;
    if (this.body && self.rowHeight != null && !self.layoutNodes.has(key) && this.body.collection === self.virtualizer.collection) {
      const item = self.virtualizer.collection.getItem(key);
      const rowKey = item?.type === 'cell' ? item.parentKey : key;
      const i = rowKey != null ? this.body.at.get(rowKey) : undefined;
      const group = self.layoutNodes.get(this.body.bodyKey);
      if (i !== undefined && group) {
        const step = self.getEstimatedRowHeight() + self.gap;
        const child = self.buildChild(this.body.rows[i], self.padding, group.layoutInfo.rect.y + i * step, this.body.bodyKey);
        child.layoutInfo.parentKey = this.body.bodyKey;
        this.builtRows.add(this.body.rows[i].key);
      }
    }
    return super.getLayoutInfo(key);
  }
}
