import type { CmsNode } from '@atelier/contracts';
import { useState } from 'react';

import { TextField } from '@atelier/app-frame/forms';

import { useAreaLabels } from '../../shared/use-console-labels.js';
import { CMS_EDITOR_LABELS } from './cms-editor-labels.js';
import {
  appendNode,
  CMS_KINDS,
  CONTAINER_KINDS,
  moveNode,
  newNode,
  removeNode,
  TEXT_KINDS,
  updateNode,
  withProp,
  type CmsKind,
  type NodePath,
} from './cms-tree.js';

type Labels = ReturnType<typeof useAreaLabels<keyof (typeof CMS_EDITOR_LABELS)['kr']>>;

function kindLabel(c: Labels, kind: string): string {
  const labels: Record<CmsKind, string> = {
    section: c.kindSection,
    h2: c.kindHeading,
    h3: c.kindSubheading,
    p: c.kindParagraph,
    strong: c.kindStrong,
    a: c.kindLink,
    img: c.kindImage,
    ul: c.kindList,
    li: c.kindItem,
  };
  return labels[kind as CmsKind] ?? kind;
}

function AddNode({
  path,
  onAdd,
  label,
  idPrefix,
}: {
  path: NodePath;
  onAdd: (kind: CmsKind) => void;
  label: string;
  idPrefix: string;
}) {
  const c = useAreaLabels(CMS_EDITOR_LABELS);
  const [kind, setKind] = useState<CmsKind>('p');
  const id = `${idPrefix}add-${path.join('-') || 'root'}`;
  return (
    <div className="console-cms__add">
      <label htmlFor={id} className="console-visually-hidden">
        {c.kind}
      </label>
      <select
        id={id}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as CmsKind)}
      >
        {CMS_KINDS.map((k) => (
          <option key={k} value={k}>
            {kindLabel(c, k)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="console-button console-button--small"
        onClick={() => onAdd(kind)}
      >
        {label}
      </button>
    </div>
  );
}

interface NodeEditorProps {
  node: CmsNode;
  path: NodePath;
  siblings: number;
  onChange: (change: (nodes: CmsNode[]) => CmsNode[]) => void;
  idPrefix: string;
}

function NodeEditor({ node, path, siblings, onChange, idPrefix }: NodeEditorProps) {
  const c = useAreaLabels(CMS_EDITOR_LABELS);
  const index = path[path.length - 1]!;
  const field = (prop: string) => `${idPrefix}${node.id}-${prop}`;
  const set = (prop: string, value: string) =>
    onChange((nodes) => updateNode(nodes, path, (n) => withProp(n, prop, value)));
  const props = node.option?.props ?? {};
  const name = kindLabel(c, node.tag);
  return (
    <li className="console-cms__node" data-node={node.id}>
      <fieldset>
        <legend>{name}</legend>
        {TEXT_KINDS.has(node.tag) ? (
          <div className="atelier-auth-field">
            <label className="atelier-auth-field__label" htmlFor={field('text')}>
              {c.text}
            </label>
            <textarea
              id={field('text')}
              rows={node.tag === 'p' ? 3 : 1}
              value={String(props.innerText ?? '')}
              onChange={(event) => set('innerText', event.currentTarget.value)}
            />
          </div>
        ) : null}
        {node.tag === 'a' ? (
          <TextField
            name={field('href')}
            label={c.href}
            value={String(props.href ?? '')}
            onChange={(event) => set('href', event.currentTarget.value)}
          />
        ) : null}
        {node.tag === 'img' ? (
          <>
            <TextField
              name={field('src')}
              label={c.src}
              value={String(props.src ?? '')}
              onChange={(event) => set('src', event.currentTarget.value)}
            />
            <TextField
              name={field('alt')}
              label={c.alt}
              value={String(props.alt ?? '')}
              onChange={(event) => set('alt', event.currentTarget.value)}
            />
          </>
        ) : null}
        <TextField
          name={field('class')}
          label={c.className}
          value={node.option?.class ?? ''}
          onChange={(event) => set('class', event.currentTarget.value)}
        />
        <div className="console-actions">
          <button
            type="button"
            className="console-button console-button--small"
            disabled={index === 0}
            aria-label={c.moveUpOf.replace('{name}', name)}
            onClick={() => onChange((nodes) => moveNode(nodes, path, -1))}
          >
            ↑
          </button>
          <button
            type="button"
            className="console-button console-button--small"
            disabled={index === siblings - 1}
            aria-label={c.moveDownOf.replace('{name}', name)}
            onClick={() => onChange((nodes) => moveNode(nodes, path, 1))}
          >
            ↓
          </button>
          <button
            type="button"
            className="console-button console-button--small console-button--danger"
            onClick={() => onChange((nodes) => removeNode(nodes, path))}
          >
            {c.removeNode}
          </button>
        </div>
        {CONTAINER_KINDS.has(node.tag) ? (
          <>
            <NodeList
              nodes={node.children ?? []}
              path={path}
              onChange={onChange}
              idPrefix={idPrefix}
            />
            <AddNode
              idPrefix={idPrefix}
              path={path}
              label={c.addChild}
              onAdd={(kind) => onChange((nodes) => appendNode(nodes, path, newNode(kind)))}
            />
          </>
        ) : null}
      </fieldset>
    </li>
  );
}

function NodeList({
  nodes,
  path,
  onChange,
  idPrefix,
}: {
  nodes: CmsNode[];
  path: NodePath;
  onChange: NodeEditorProps['onChange'];
  idPrefix: string;
}) {
  if (nodes.length === 0) return null;
  return (
    <ol className="console-cms__nodes">
      {nodes.map((node, i) => (
        <NodeEditor
          key={node.id}
          node={node}
          path={[...path, i]}
          siblings={nodes.length}
          onChange={onChange}
          idPrefix={idPrefix}
        />
      ))}
    </ol>
  );
}

/**
 * A CMS node tree as a form: each node's text, link, image and class, moved up or down,
 * removed, and nodes added at the end or inside a container. `idPrefix` keeps the field ids of
 * two editors on one page apart.
 */
export function CmsTreeEditor({
  nodes,
  onChange,
  idPrefix = '',
}: {
  nodes: CmsNode[];
  onChange: (change: (nodes: CmsNode[]) => CmsNode[]) => void;
  idPrefix?: string;
}) {
  const c = useAreaLabels(CMS_EDITOR_LABELS);
  return (
    <>
      {nodes.length === 0 ? <p>{c.noNodes}</p> : null}
      <NodeList nodes={nodes} path={[]} onChange={onChange} idPrefix={idPrefix} />
      <AddNode
        idPrefix={idPrefix}
        path={[]}
        label={c.addNode}
        onAdd={(kind) => onChange((list) => appendNode(list, [], newNode(kind)))}
      />
    </>
  );
}
