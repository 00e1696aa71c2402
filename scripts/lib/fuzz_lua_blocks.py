"""Lua source for scripts/fuzz's generators, built as nested blocks that can
grow in any order and render with indentation; a line can be marked so that
other lines give its number once the whole is rendered."""


class Block:
    """Lines of Lua and nested blocks, rendered with indentation. `tail`
    closes the block; it can change until the program is rendered."""

    def __init__(self, head=None, tail=None):
        self.head, self.tail, self.items = head, tail, []

    def add(self, line):
        self.items.append(line)

    def nest(self, head, tail):
        block = Block(head, tail)
        self.items.append(block)
        return block

    def render(self, lines, depth=0):
        inner = depth
        if self.head is not None:
            lines.append("  " * depth + self.head)
            inner += 1
        for item in self.items:
            if isinstance(item, Block):
                item.render(lines, inner)
            else:
                lines.append("  " * inner + item)
        if self.tail is not None:
            lines.append("  " * depth + self.tail)


def resolve_anchors(lines):
    """Replaces each line's anchor (@@A<n>@@) by nothing and each reference
    to it (@@L<n>@@) by its line number; returns the text and the numbers
    by reference."""
    numbers = {}
    for i, line in enumerate(lines):
        at = line.find(" @@A")
        if at >= 0:
            numbers[f"@@L{line[at + 4:line.index('@@', at + 4)]}@@"] = i + 1
            lines[i] = line[:at]
    text = "\n".join(lines) + "\n"
    for reference, number in numbers.items():
        text = text.replace(reference, str(number))
    return text, numbers
