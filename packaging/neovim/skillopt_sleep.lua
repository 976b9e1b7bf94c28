-- skillopt-sleep language server for Neovim.
-- Neovim 0.11+: put this file in your config (for example ~/.config/nvim/plugin/skillopt_sleep.lua).
-- It needs `skillopt-sleep-lsp` on PATH (pip install skillopt-sleep), or change `cmd`.

-- Cursor rules (.mdc) are markdown too.
vim.filetype.add({ extension = { mdc = "markdown" } })

vim.lsp.config("skillopt_sleep", {
  cmd = { "skillopt-sleep-lsp" },
  filetypes = { "markdown" },
  root_markers = { "SKILL.md", "CLAUDE.md", "AGENTS.md", ".git" },
})
vim.lsp.enable("skillopt_sleep")

-- Neovim shows code lenses only when asked: refresh them on entering and leaving insert mode.
-- `:lua vim.lsp.codelens.run()` runs the lens on the current line; `gra` lists the code actions.
vim.api.nvim_create_autocmd({ "LspAttach", "BufEnter", "InsertLeave" }, {
  pattern = { "*.md", "*.mdc" },
  callback = function(ev)
    vim.lsp.codelens.refresh({ bufnr = ev.buf })
  end,
})

--[[ Neovim 0.8 to 0.10, with nvim-lspconfig, instead of the vim.lsp.config lines above:

local configs = require("lspconfig.configs")
if not configs.skillopt_sleep then
  configs.skillopt_sleep = {
    default_config = {
      cmd = { "skillopt-sleep-lsp" },
      filetypes = { "markdown" },
      root_dir = require("lspconfig.util").root_pattern("SKILL.md", "CLAUDE.md", "AGENTS.md", ".git"),
      single_file_support = true,
    },
  }
end
require("lspconfig").skillopt_sleep.setup({})
]]
