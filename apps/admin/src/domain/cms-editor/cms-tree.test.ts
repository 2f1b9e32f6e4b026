import { describe, expect, it } from 'vitest';

import { appendNode, moveNode, newNode, removeNode, updateNode, withProp } from './cms-tree.js';

describe('the CMS tree edits', () => {
  it('adds, edits, moves and removes nodes at any depth without touching the rest', () => {
    const section = newNode('section');
    const title = newNode('h2');
    const para = newNode('p');
    let tree = appendNode([], [], section);
    tree = appendNode(tree, [0], title);
    tree = appendNode(tree, [0], para);
    tree = updateNode(tree, [0, 1], (node) => withProp(node, 'innerText', '안녕하세요'));
    expect(tree[0]!.children!.map((n) => n.tag)).toEqual(['h2', 'p']);
    expect(tree[0]!.children![1]!.option!.props!.innerText).toBe('안녕하세요');

    const before = tree;
    tree = moveNode(tree, [0, 1], -1);
    expect(tree[0]!.children!.map((n) => n.tag)).toEqual(['p', 'h2']);
    expect(before[0]!.children!.map((n) => n.tag)).toEqual(['h2', 'p']);
    expect(moveNode(tree, [0, 0], -1)).toEqual(tree);

    tree = removeNode(tree, [0, 0]);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual([title.id]);
    expect(new Set([section.id, title.id, para.id]).size).toBe(3);
    expect(withProp(withProp(title, 'class', 'lead'), 'class', '').option).not.toHaveProperty(
      'class',
    );
  });
});
