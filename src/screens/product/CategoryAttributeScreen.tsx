// /product/categoryAttribute: the platform's category tree and what each category requires. The
// tree lists every top category with its subcategories (the ones items take); the attributes of the
// one chosen are a table: name, type, allowed values or unit and accepted range, required or
// optional, and the category that defines it (a subcategory inherits its parent's). The tree is the
// generic detail machine's read-only record (applySources.ts).
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { isChinese } from '../../contract/kernel/labels';
import { attributeTypeLabels } from '../../contract/product/labels';
import type { Category } from '../../contract/product/new-product';
import { detailMachine } from '../../machines/generic/detail.machine';
import { categoryTreeSource, type CategoryTree } from '../../machines/product/applySources';
import { Section } from '../../ui/Section';
import { TableScroll } from '../../ui/TableScroll';
import { LoadGate } from '../LoadGate';
import { categoryPath, nameOf, useAttributeHint } from './ApplyFields';

export function CategoryAttributeScreen() {
  const { t } = useLingui();
  const actor = useActorRef(detailMachine, { input: { id: 'categories', source: categoryTreeSource } });
  const tree = useSelector(actor, (s) => s.context.detail as unknown as CategoryTree | null);
  const failed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="category-title" data-testid="category-attributes">
      <h2 id="category-title">{t`Category attributes`}</h2>
      <LoadGate failed={failed} loading={!tree} error={error} failedText={t`The categories could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="category-error">
        {() => tree && <Tree categories={tree.categories} />}
      </LoadGate>
    </section>
  );
}

function Tree({ categories }: { categories: Category[] }) {
  const { t, i18n } = useLingui();
  const hint = useAttributeHint();
  const [chosen, setChosen] = useState(() => categories.find((c) => c.leaf)?.code ?? '');
  const tops = categories.filter((c) => c.parentCode === null);
  const category = categories.find((c) => c.code === chosen);
  const zh = isChinese(i18n.locale);
  return (
    <div className="category-browser">
      <nav aria-label={t`Categories`} className="category-tree" data-testid="category-tree">
        <ul>
          {tops.map((top) => (
            <li key={top.code}>
              <span className="category-top">{nameOf(top, i18n.locale)}</span>
              <ul>
                {categories
                  .filter((c) => c.parentCode === top.code)
                  .map((c) => (
                    <li key={c.code}>
                      <button type="button" className="link-button" aria-current={c.code === chosen ? 'true' : undefined} onClick={() => setChosen(c.code)} data-testid="category-leaf" data-code={c.code}>
                        {nameOf(c, i18n.locale)}
                      </button>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {category ? (
        <Section title={categoryPath(categories, category.code, i18n.locale)} testId="category-attributes-of">
          <TableScroll label={t`Attributes of the category`}>
            <table className="record-table" aria-label={t`Attributes of the category`}>
              <thead>
                <tr>
                  <th scope="col">{t`Attribute`}</th>
                  <th scope="col">{t`Type`}</th>
                  <th scope="col">{t`Allowed values`}</th>
                  <th scope="col">{t`Required`}</th>
                  <th scope="col">{t`Defined on`}</th>
                </tr>
              </thead>
              <tbody>
                {category.attributes.map((a) => (
                  <tr key={a.code} data-testid="category-attribute" data-code={a.code}>
                    <th scope="row">{nameOf(a, i18n.locale)}</th>
                    <td>{attributeTypeLabels.text(a.type, i18n.locale)}</td>
                    <td translate={a.type === 'select' ? 'no' : undefined}>{a.type === 'select' ? a.options.map((o) => (zh ? o.zh : o.en)).join(zh ? '、' : ', ') : (hint(a) ?? t`Free text`)}</td>
                    <td>{a.required ? t`Required` : t`Optional`}</td>
                    <td>{categoryPath(categories, a.from, i18n.locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Section>
      ) : null}
    </div>
  );
}
